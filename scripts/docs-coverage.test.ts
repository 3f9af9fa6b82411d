/**
 * Storybook's Docs pages read their words from the code: a component's JSDoc is its one-line
 * description, a prop's JSDoc its meaning in the Controls table. This keeps both from going
 * missing as components are added.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../src');
/** The components: the kit's and the areas' (src/components) and each tab's (src/features/<tab>/components). */
const files = fs
  .readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.tsx') && /^(components|features\/[^/]+\/components)\//.test(file.split(path.sep).join('/')))
  .map((file) => path.join(root, file));

const hasJsDoc = (node: ts.Node) => ts.getJSDocCommentsAndTags(node).length > 0;
const isExported = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
const isComponentName = (name: string) => /^[A-Z]/.test(name);

function survey() {
  const undocumented: string[] = [];
  const unexplainedProps: string[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const where = (node: ts.Node) => `${path.relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    for (const statement of source.statements) {
      if (ts.isFunctionDeclaration(statement) && statement.name && isExported(statement) && isComponentName(statement.name.text)) {
        if (!hasJsDoc(statement)) undocumented.push(`${where(statement)} ${statement.name.text}`);
      }
      if (ts.isVariableStatement(statement) && isExported(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          const init = declaration.initializer;
          const isComponent = init && (ts.isArrowFunction(init) || (ts.isCallExpression(init) && /^(memo|forwardRef)$/.test(init.expression.getText(source))));
          if (ts.isIdentifier(declaration.name) && isComponentName(declaration.name.text) && isComponent && !hasJsDoc(statement)) {
            undocumented.push(`${where(statement)} ${declaration.name.text}`);
          }
        }
      }
      const members =
        ts.isInterfaceDeclaration(statement) && statement.name.text.endsWith('Props')
          ? statement.members
          : ts.isTypeAliasDeclaration(statement) && statement.name.text.endsWith('Props') && ts.isTypeLiteralNode(statement.type)
            ? statement.type.members
            : undefined;
      for (const member of members ?? []) {
        if (ts.isPropertySignature(member) && !hasJsDoc(member)) {
          unexplainedProps.push(`${where(member)} ${(statement as ts.InterfaceDeclaration).name.text}.${member.name.getText(source)}`);
        }
      }
    }
  }
  return { undocumented, unexplainedProps };
}

describe('Docs pages have their words', () => {
  const { undocumented, unexplainedProps } = survey();

  it('finds the components to check', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('every exported component says what it is for (its JSDoc)', () => {
    expect(undocumented).toEqual([]);
  });

  it("every prop of a component's Props says what it means", () => {
    expect(unexplainedProps).toEqual([]);
  });
});
