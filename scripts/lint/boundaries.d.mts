/** The shape of boundaries.mjs, for its test. */
interface RuleContext {
  filename: string;
  report(descriptor: { node: unknown; messageId: string; data: Record<string, string> }): void;
}
type ImportNode = { source?: { value: unknown } | null };
interface Rule {
  create(context: RuleContext): Partial<Record<'ImportDeclaration' | 'ExportNamedDeclaration' | 'ExportAllDeclaration' | 'ImportExpression', (node: ImportNode) => void>>;
}
declare const plugin: { meta: { name: string }; rules: { features: Rule } };
export default plugin;
