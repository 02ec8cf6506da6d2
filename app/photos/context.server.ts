// The database and photo storage of this process, as the photo and listing commands take them.
import { runtime } from "../runtime/process/runtime.server.ts";
import type { PhotoContext } from "./upload-queue.server.ts";

export async function photoContext(): Promise<PhotoContext> {
  const rt = await runtime();
  return { kysely: rt.db.kysely, storage: rt.storage, saveWaitMs: rt.settings.SAVE_PHOTO_WAIT_MS };
}
