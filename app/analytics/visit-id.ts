// Anonymous visit id (browser only): random, per tab session, never tied to a person.
const KEY = "vitrina-visita";

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export function visitId(): string | null {
  try {
    let id = sessionStorage.getItem(KEY);
    if (!id) {
      id = randomId();
      sessionStorage.setItem(KEY, id);
    }
    return id;
  } catch {
    return null; // storage disabled: the event is still counted, without a visit
  }
}
