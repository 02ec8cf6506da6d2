// `npm run dev`: the same boot as `npm start` (settings, migrations, demo seed and staff, photo worker, security
// middleware, error pages), but the app comes from Vite's live build: edits reload in the browser (HMR) and the
// next request renders the changed server code. React runs in development mode here, and only here.
export {};
process.env.NODE_ENV ??= "development";
const { createServer } = await import("vite");
const { boot } = await import("../server/boot.ts");
type ServerBuild = import("react-router").ServerBuild;

const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
const load = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;

await boot({ build: await load(), requestBuild: load, assets: [vite.middlewares], onClose: () => vite.close() });
