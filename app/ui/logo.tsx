// The agency's mark: an icon tile and its name (no image file to download).
import House from "lucide-react/icons/house";

export function Logo({ name, inverted = false }: { name: string; inverted?: boolean }) {
  return (
    <span className="flex items-center gap-2">
      <span
        className={
          `flex size-9 items-center justify-center rounded-lg ` +
          `${inverted ? "bg-white text-accent" : "bg-accent text-white"}`
        }
      >
        <House aria-hidden="true" className="size-5" />
      </span>
      <span className="text-lg leading-tight font-bold">{name}</span>
    </span>
  );
}
