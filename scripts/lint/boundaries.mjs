/**
 * The folder boundaries no-restricted-imports cannot say (its patterns cannot name "another
 * feature than this one"): each tab's feature folder (src/features/<tab>) imports the kit and
 * itself, never another feature nor the pages that compose it; the kit (src/components,
 * src/lib, src/api) never imports a feature. Run by oxlint as a JS plugin (.oxlintrc.json: jsPlugins).
 */
import path from 'node:path';

const SRC = `${path.sep}src${path.sep}`;

/** 'features/earnings' for a file of that feature, 'kit' for src/components|lib|api, 'pages' for src/pages, null otherwise. */
function areaOf(file) {
  const at = file.lastIndexOf(SRC);
  if (at < 0) return null;
  const [top, name] = file.slice(at + SRC.length).split(path.sep);
  if (top === 'features' && name && !name.includes('.')) return `features/${name}`;
  if (top === 'components' || top === 'lib' || top === 'api') return 'kit';
  if (top === 'pages') return 'pages';
  return null;
}

/** The file an import names, as far as the folder goes ('@/' is src/). */
function targetOf(file, specifier) {
  if (specifier.startsWith('@/')) return path.join(file.slice(0, file.lastIndexOf(SRC) + SRC.length), specifier.slice(2));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(file), specifier);
  return null;
}

const specifierTarget = (specifier) => specifier.replace(/^@\//, 'src/');

const features = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature imports only the kit and itself; the kit imports no feature.' },
    messages: {
      otherFeature: '{{from}} imports {{to}}: a feature does not import another feature. Move what they share into the kit (components/ui, lib, api).',
      kitImportsFeature: 'The kit ({{file}}) imports {{to}}: the kit sits below the features and never depends on one.',
      featureImportsPages: '{{from}} imports {{to}}: pages compose features, so a feature never depends on a page. Move what both need into the kit or paths.ts.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename ?? context.getFilename();
    const from = areaOf(file);
    if (from === null || from === 'pages') return {};
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const target = targetOf(file, source.value);
      const to = target && areaOf(target.endsWith(path.sep) ? target : `${target}`);
      if (!to) return;
      if (to === 'pages') {
        if (from.startsWith('features/')) context.report({ node: source, messageId: 'featureImportsPages', data: { from, to: specifierTarget(source.value) } });
        return;
      }
      if (!to.startsWith('features/')) return;
      if (from === 'kit') context.report({ node: source, messageId: 'kitImportsFeature', data: { file: path.basename(file), to } });
      else if (from.startsWith('features/') && to !== from) context.report({ node: source, messageId: 'otherFeature', data: { from, to } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export default { meta: { name: 'boundaries' }, rules: { features } };
