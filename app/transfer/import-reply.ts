// What the 'Importar' action answers (app/routes/dashboard/import.server.ts) and its preview shows
// (app/ui/dashboard/import-preview.tsx): an error, or the plan's preview.
import type { ImportPlan } from "./import-plan.server.ts";

export type ImportReply =
  | { step: "error"; message: string }
  | {
      step: "preview";
      digest: string;
      fileErrors: string[];
      errors: ImportPlan["errors"];
      moreErrors: number;
      counts: ImportPlan["counts"];
      withPhotos: boolean;
      updates: Array<{ line: number; reference: string; name: string; changes: string[] }>;
    };
