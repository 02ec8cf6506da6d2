// Readable Spanish names for the stored property type codes (the codes stay the values in URLs and forms).

const LABELS: Record<string, string> = {
  ApartHotel: "Apart hotel",
  Cabanha: "Cabaña",
  ComplejoTuristico: "Complejo turístico",
  Duplex: "Dúplex",
  FondoDeComercio: "Fondo de comercio",
  Fraccion: "Fracción",
  Galpon: "Galpón",
  Hosteria: "Hostería",
  NaveIndustrial: "Nave industrial",
};

export function typeLabel(type: string): string {
  return LABELS[type] ?? type;
}
