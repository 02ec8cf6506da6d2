// The red badge of a 'Nueva' lead nobody has answered for more than one working day (leads/statuses.ts decides).
export function OverdueBadge() {
  return (
    <span className="rounded-full bg-red-100 px-3 py-1 text-sm font-medium text-red-800">
      Sin respuesta hace más de un día hábil
    </span>
  );
}
