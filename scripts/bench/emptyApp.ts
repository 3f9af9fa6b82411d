/**
 * The yardstick of bench:bundle and bench:lighthouse (issue 9): an empty Vite + React +
 * react-router app, written into a folder and built there with the same Vite.
 */
import fs from 'node:fs';
import path from 'node:path';

export function writeEmptyApp(dir: string): void {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Empty</title></head><body><div id="root"></div><script type="module" src="/main.tsx"></script></body></html>\n',
  );
  fs.writeFileSync(
    path.join(dir, 'main.tsx'),
    [
      "import { StrictMode } from 'react';",
      "import { createRoot } from 'react-dom/client';",
      "import { createBrowserRouter, RouterProvider } from 'react-router-dom';",
      "const router = createBrowserRouter([{ path: '/', element: <h1>Empty</h1> }]);",
      "createRoot(document.getElementById('root')!).render(<StrictMode><RouterProvider router={router} /></StrictMode>);",
      '',
    ].join('\n'),
  );
}
