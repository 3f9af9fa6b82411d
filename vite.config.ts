import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { prerenderPublicPages, servePrerenderedSite } from './scripts/prerender/vitePlugins.ts';

// Chat calls use paths relative to the web app's origin (SPEC.md section 7), so the dev
// server and the preview server forward them to the stand-in backend.
const relativeApiPaths = ['/api/chat-rooms', '/api/chat-messages'];

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const apiTarget = env.VITE_API_BASE_URL || `http://localhost:${env.API_PORT || '3001'}`;
  const proxy = Object.fromEntries(relativeApiPaths.map((path) => [path, { target: apiTarget, changeOrigin: true }]));
  return {
    // The public pages are prerendered after the client build; preview serves them, and 404s, like a static host.
    plugins: [react(), tailwindcss(), prerenderPublicPages(), servePrerenderedSite()],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    server: { port: Number(env.WEB_PORT || 5173), strictPort: true, proxy },
    preview: { port: Number(env.WEB_PORT || 5173), strictPort: true, proxy },
    // Images stay files: inlined, the lazy below-the-fold illustrations would sit in the
    // landing page's first-load JavaScript.
    build: { sourcemap: false, reportCompressedSize: true, assetsInlineLimit: 0 },
    // Pre-bundled from the start: found halfway through a Storybook test run, Vite would
    // re-optimise and reload, and the stories loaded before would hold a second React.
    optimizeDeps: { include: ['@tiptap/react', '@tiptap/starter-kit', '@tiptap/extension-image', '@tiptap/extension-placeholder'] },
  };
});
