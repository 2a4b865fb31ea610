import { mergeConfig } from 'vite';
import viteConfig from './vite.config.ts';

// The server's renderer (src/ssr/render-page.tsx; `npm run build:ssr` writes dist-ssr/) with its
// libraries bundled, React's production build among them. Left to Node, React chose its
// development build by NODE_ENV, which `npm start` does not set, and a page took the server
// about twice the CPU to render (docs/performance.md "Pages the server renders").
export default mergeConfig(viteConfig, {
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
});
