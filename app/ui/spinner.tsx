// A spinner with its text, announced politely to screen readers.
import LoaderCircle from "lucide-react/icons/loader-circle";

export function Spinner({ label, className = "" }: { label: string; className?: string }) {
  return (
    <div role="status" className={`flex items-center justify-center gap-3 py-10 text-slate-700 ${className}`}>
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-accent motion-reduce:animate-none" />
      <span>{label}</span>
    </div>
  );
}
