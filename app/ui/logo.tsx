// The agency's mark: its uploaded logo ('Configuración'), or an icon tile and its name (no image file to download).
import House from "lucide-react/icons/house";

interface LogoImage {
  src: string;
  width: number;
  height: number;
}

export function Logo({
  name,
  inverted = false,
  image = null,
}: {
  name: string;
  inverted?: boolean;
  image?: LogoImage | null;
}) {
  if (image) {
    // Stored at twice the header's height (decision 140): drawn 40px tall, its width following.
    const height = 40;
    const width = Math.round((image.width / image.height) * height);
    // Inside <picture> React writes no preload <link> for it: the header's HTML is rendered on its own
    // (kept-markup.ts), where such a link would land inside <header> and break hydration (issue 31). The <img> sits
    // at the top of <body>, found by the browser as early as a preload would be.
    return (
      <span className="flex items-center gap-2">
        <picture>
          <img src={image.src} alt={name} width={width} height={height} className="h-10 w-auto" />
        </picture>
      </span>
    );
  }
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
