/**
 * Lingui in the web build, the dev server and the web tests (issue 28, docs/decisions/044-storefront-languages.md).
 *
 * - Files that import a Lingui macro ('@lingui/core/macro', '@lingui/react/macro') go through Babel with Lingui's macro
 *   plugin, before React's plugin sees them; no other file is touched (@vitejs/plugin-react 6 runs no Babel).
 * - Each message keeps its English text, compiled at build time into the form Lingui's runtime formats directly: an
 *   English page needs neither a catalogue nor the message compiler, only the message where it is used.
 * - `import { messages } from '../locales/hi/messages.po'` yields the Hindi catalogue, compiled at build time (a
 *   message without Hindi falls back to its English), so a Hindi page loads one small chunk of compiled messages.
 */
import { transformAsync, types as t, type PluginObj } from '@babel/core';
import linguiMacroPlugin from '@lingui/babel-plugin-lingui-macro';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { makeConfig } from '@lingui/conf';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import config from '../lingui.config.ts';

const linguiConfig = makeConfig(config, { skipValidation: true });
/** The module that lingui.config.ts names for <Trans>. */
const TRANS_MODULE = 'kala:lingui-trans';
const TRANS_FILE = fileURLToPath(new URL('../src/lib/i18n/trans.tsx', import.meta.url));
/** Lingui's runtime cut to what the storefront uses (src/lib/i18n/runtime.ts), for every import of '@lingui/core'. */
const RUNTIME_FILE = fileURLToPath(new URL('../src/lib/i18n/runtime.ts', import.meta.url));

const MACRO_IMPORT = /from\s+['"]@lingui\/(core|react)\/macro['"]/;
const SOURCE_FILE = /\.[cm]?[jt]sx?$/;

/** Turns an ICU message into the runtime's compiled form, as a Babel expression. */
function compiledNode(message: string) {
  return t.valueToNode(compileMessage(message));
}

/**
 * After the macro: every `message: "..."` of a descriptor (`{ id, message }`) and every `message="..."` of the
 * generated <Trans> becomes its compiled form, so English is formatted without a compiler or a catalogue.
 */
function precompileMessages(): PluginObj {
  return {
    name: 'kala-precompile-lingui-messages',
    visitor: {
      Program: {
        exit(program) {
          program.traverse({
            ObjectExpression(path) {
              const props = path.node.properties;
              const find = (name: string) =>
                props.find(
                  (p): p is t.ObjectProperty & { value: t.StringLiteral } =>
                    t.isObjectProperty(p) && t.isIdentifier(p.key, { name }) && t.isStringLiteral(p.value),
                );
              const id = find('id');
              const message = find('message');
              if (!id || !message) return;
              const compiled = compileMessage(message.value.value);
              const hasContext = props.some((p) => t.isObjectProperty(p) && t.isIdentifier(p.key, { name: 'context' }));
              if (compiled.length === 1 && compiled[0] === message.value.value && !hasContext) {
                // Plain text (most messages): the text is its own key, so the code carries no id (the Hindi
                // catalogue is keyed the same way, compilePoCatalog).
                path.node.properties = props.filter((p) => p !== id);
                // `i18n._({ message: 'Add to Cart' })` → `i18n._('Add to Cart')`: the runtime takes a plain key as
                // its own English, and the shorter call keeps the English first visit within its budget.
                const call = path.parentPath;
                const plainCall =
                  path.node.properties.length === 1 &&
                  call.isCallExpression() &&
                  call.node.arguments.length === 1 &&
                  call.node.arguments[0] === path.node &&
                  t.isMemberExpression(call.node.callee) &&
                  t.isIdentifier(call.node.callee.property, { name: '_' });
                if (plainCall) path.replaceWith(t.stringLiteral(message.value.value));
                return;
              }
              (message as t.ObjectProperty).value = t.valueToNode(compiled);
            },
            JSXAttribute(path) {
              const { node } = path;
              if (!t.isJSXIdentifier(node.name, { name: 'message' }) || !t.isStringLiteral(node.value)) return;
              const element = path.parentPath.node;
              if (!t.isJSXOpeningElement(element) || !t.isJSXIdentifier(element.name)) return;
              if (!/^_Trans\d*$/.test(element.name.name)) return;
              node.value = t.jsxExpressionContainer(compiledNode(node.value.value));
            },
          });
        },
      },
    },
  };
}

/** Runs Lingui's macro (and the precompiling step) on one source file; undefined when it imports no macro. */
export async function transformLinguiMacros(code: string, filename: string) {
  if (!MACRO_IMPORT.test(code)) return undefined;
  const result = await transformAsync(code, {
    filename,
    babelrc: false,
    configFile: false,
    sourceMaps: true,
    parserOpts: { plugins: ['jsx', 'typescript'] },
    // 'message': each descriptor keeps its English text (compiled above) in every mode, production included.
    plugins: [[linguiMacroPlugin, { descriptorFields: 'message', linguiConfig }], precompileMessages],
  });
  if (!result?.code) return undefined;
  return { code: result.code, map: result.map };
}

/** The Hindi (or any) catalogue as a module of compiled messages keyed by Lingui's message ids. */
export async function compilePoCatalog(filename: string, locale: string) {
  const po = formatter();
  const catalog = await po.parse(await readFile(filename, 'utf8'), { locale, sourceLocale: 'en', filename });
  const messages: Record<string, unknown> = {};
  for (const [id, entry] of Object.entries(catalog)) {
    const text = entry.translation || entry.message || id;
    const source = entry.message ?? '';
    const compiledSource = compileMessage(source);
    // A plain-text message is keyed by its English (the code carries no id for it: precompileMessages).
    const plain = !entry.context && compiledSource.length === 1 && compiledSource[0] === source;
    messages[plain ? source : id] = compileMessage(text);
  }
  // JSON.parse of a string literal is faster to load than the same object literal (v8.dev/blog/cost-of-javascript-2019).
  return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))});\n`;
}

export function linguiMacro(): Plugin {
  return {
    name: 'kala-lingui',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === TRANS_MODULE) return TRANS_FILE;
      if (source === '@lingui/core' && importer && !importer.includes('/node_modules/')) return RUNTIME_FILE;
      return undefined;
    },
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (file.endsWith('.po')) {
        const locale = /locales\/([^/]+)\/[^/]+\.po$/.exec(file)?.[1] ?? 'en';
        return { code: await compilePoCatalog(file, locale), map: null };
      }
      if (!SOURCE_FILE.test(file) || file.includes('/node_modules/')) return undefined;
      return transformLinguiMacros(code, file);
    },
  };
}
