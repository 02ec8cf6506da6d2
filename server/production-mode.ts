// Imported first by server/index.ts (before anything else): the server always runs React and React Router in
// production mode.
// React picks its build when it is first imported, from NODE_ENV: the development build is about half as fast
// and React Router's development mode puts error messages and stacks into pages. `npm run dev` is the dev
// server (docs/decisions/082).
process.env.NODE_ENV = "production";
