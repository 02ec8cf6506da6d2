// `npm start` (through scripts/start.ts), and every cluster worker: production mode first, then the server
// (server/main.ts). Static imports run in order, so React and React Router see NODE_ENV=production when loaded.
import "./production-mode.ts";
import "./main.ts";
