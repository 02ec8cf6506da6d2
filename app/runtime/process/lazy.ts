// A value made the first time it is asked for, then kept: how a worker loads a heavy library (sharp, nodemailer) only
// when a request needs it, so one that only serves public pages never does (decision 262).
export function lazy<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make();
    return made;
  };
}
