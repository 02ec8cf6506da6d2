// The demo catalogue: 32 plausible listings in the Calamuchita valley (Córdoba), deterministic.
import type { PropertyInput } from "../properties/commands.server.ts";
import {
  COMODIDADES,
  type Currency,
  DISPOSITIONS,
  ORIENTATIONS,
  type PropertyState,
  type PropertyType,
  SERVICIOS,
} from "../properties/options.ts";

type Row = [
  name: string,
  type: PropertyType,
  state: PropertyState,
  locality: string,
  address: string,
  currency: Currency,
  price: number | null,
  featured: boolean,
];

const ROWS: Row[] = [
  [
    "Casa con pileta y vista a las sierras",
    "Casa",
    "Venta",
    "Villa Gral Belgrano",
    "Av. Julio A. Roca 845",
    "USD",
    185000,
    true,
  ],
  [
    "Departamento céntrico de 2 dormitorios",
    "Departamento",
    "Alquiler",
    "Villa Gral Belgrano",
    "Av. San Martín 310, 2° B",
    "$",
    650000,
    false,
  ],
  [
    "Cabaña de troncos junto al arroyo",
    "Cabanha",
    "Alquiler Temporal",
    "La Cumbrecita",
    "Calle Las Truchas s/n",
    "$",
    95000,
    true,
  ],
  ["Chalet alpino con jardín", "Chalet", "Venta", "Villa Gral Belgrano", "Ojo de Agua 1120", "USD", 240000, true],
  [
    "Lote de 1.200 m² con servicios",
    "Lote",
    "Venta",
    "Los Reartes",
    "Camino a La Cumbrecita km 3",
    "USD",
    32000,
    false,
  ],
  ["Local comercial sobre avenida", "Local", "Alquiler", "Santa Rosa", "Av. Libertador 540", "$", 980000, false],
  [
    "Complejo de cabañas en funcionamiento",
    "ComplejoTuristico",
    "Venta",
    "Villa Rumipal",
    "Costanera 77",
    "USD",
    520000,
    true,
  ],
  ["Dúplex a estrenar con cochera", "Duplex", "Venta", "Santa Rosa", "Belgrano 1450", "USD", 98000, true],
  [
    "Oficina luminosa en planta alta",
    "Oficina",
    "Alquiler",
    "Villa Gral Belgrano",
    "Av. Roca 120, 1° piso",
    "$",
    420000,
    false,
  ],
  ["Campo ganadero de 180 hectáreas", "Campo", "Venta", "Amboy", "Ruta Provincial 23 km 14", "Consultar", null, false],
  [
    "Quinta con frutales y quincho",
    "Quinta",
    "Alquiler Temporal",
    "Los Reartes",
    "Camino Viejo 2300",
    "$",
    120000,
    true,
  ],
  ["Casa familiar de 3 dormitorios", "Casa", "Alquiler", "Embalse", "San Lorenzo 615", "$", 780000, true],
  ["PH con patio y parrilla", "PH", "Venta", "Santa Rosa", "Rivadavia 233", "USD", 76000, false],
  [
    "Galpón con acceso para camiones",
    "Galpon",
    "Alquiler",
    "Santa Rosa",
    "Parque Industrial, Lote 9",
    "$",
    1500000,
    false,
  ],
  [
    "Loft moderno frente a la plaza",
    "Loft",
    "Alquiler Temporal",
    "Villa Gral Belgrano",
    "Plaza José Hernández 18",
    "$",
    70000,
    false,
  ],
  [
    "Hostería de 12 habitaciones",
    "Hosteria",
    "Venta",
    "La Cumbrecita",
    "Paseo de los Pioneros 40",
    "USD",
    690000,
    true,
  ],
  ["Terreno con vista al lago", "Terreno", "Venta", "Villa Rumipal", "Los Pinos esq. Las Acacias", "USD", 45000, false],
  ["Casa con parque amplio", "Casa", "Vendido", "Los Reartes", "Los Aromos 88", "USD", 130000, false],
  ["Departamento de un ambiente", "Departamento", "Alquilado", "Santa Rosa", "Sarmiento 402, 3° A", "$", 380000, false],
  ["Chacra con casa y galpón", "Chacra", "Venta", "Amboy", "Camino a Amboy km 6", "USD", 310000, false],
  [
    "Cabaña para 4 personas con hidromasaje",
    "Cabanha",
    "Alquiler Temporal",
    "Villa Gral Belgrano",
    "Los Manantiales 55",
    "$",
    85000,
    true,
  ],
  [
    "Fondo de comercio: cervecería",
    "FondoDeComercio",
    "Venta",
    "Villa Gral Belgrano",
    "Av. San Martín 78",
    "Consultar",
    null,
    true,
  ],
  ["Cochera cubierta en el centro", "Cochera", "Alquiler", "Villa Gral Belgrano", "Av. Roca 455", "$", 60000, false],
  ["Casa de campo con caballerizas", "Casa", "Venta", "Athos Pampa", "Camino al Durazno km 2", "USD", 275000, false],
  ["Consultorio equipado", "Consultorio", "Alquiler", "Santa Rosa", "Hipólito Yrigoyen 120", "$", 350000, false],
  [
    "Posada boutique de montaña",
    "Posada",
    "Alquiler Temporal",
    "La Cumbrecita",
    "Calle Principal 9",
    "$",
    160000,
    false,
  ],
  [
    "Departamento con balcón al río",
    "Departamento",
    "Venta",
    "Santa Rosa",
    "Costanera Sur 1010, 4° C",
    "USD",
    89000,
    true,
  ],
  [
    "Lote en barrio cerrado",
    "Lote",
    "Vendido",
    "Villa Gral Belgrano",
    "Barrio Los Molinos, Lote 42",
    "USD",
    38000,
    false,
  ],
  ["Casa de descanso en Embalse", "Casa", "Alquilado", "Embalse", "Los Cerezos 305", "$", 540000, false],
  ["Predio para eventos", "Predio", "Alquiler", "Los Reartes", "Ruta 5 km 98", "Consultar", null, false],
  [
    "Nave industrial de 800 m²",
    "NaveIndustrial",
    "Venta",
    "Santa Rosa",
    "Parque Industrial, Lote 3",
    "USD",
    210000,
    false,
  ],
  [
    "Cabaña familiar con pileta",
    "Cabanha",
    "Alquiler Temporal",
    "Villa Rumipal",
    "Las Golondrinas 12",
    "$",
    110000,
    false,
  ],
];

const DESCRIPTIONS: Record<string, string> = {
  Casa:
    "Casa de construcción tradicional, luminosa y cálida. Living comedor con hogar a leña, cocina integrada y " +
    "dormitorios con placard. Galería con parrilla y parque arbolado.",
  Departamento:
    "Departamento luminoso en edificio con ascensor. Ambientes amplios, cocina separada, lavadero y balcón. A pocas " +
    "cuadras de bancos, comercios y escuelas.",
  Cabanha:
    "Cabaña equipada en un entorno natural. Ropa blanca, vajilla, calefacción, wifi y parrilla. Ideal para " +
    "desconectarse y disfrutar de las sierras.",
  Chalet:
    "Chalet de estilo alpino con techos de tejas, grandes ventanales y jardín con riego. Calefacción central y " +
    "cochera para dos autos.",
};

function describe(row: Row): string {
  const [name, type, state, locality] = row;
  const base =
    DESCRIPTIONS[type] ??
    "Propiedad en excelente ubicación, con buenos accesos y todos los servicios. Consultá por más información y " +
      "coordiná una visita.";
  const deal =
    state === "Alquiler Temporal"
      ? "Disponible por día, semana o quincena."
      : state.startsWith("Alquil")
        ? "Contrato con garantía propietaria o seguro de caución."
        : "Escritura inmediata.";
  return `${name} en ${locality}. ${base} ${deal}`;
}

const HAS_ROOMS: PropertyType[] = [
  "Casa",
  "Departamento",
  "Cabanha",
  "Chalet",
  "Duplex",
  "PH",
  "Loft",
  "Quinta",
  "Chacra",
  "Posada",
  "Hosteria",
  "ComplejoTuristico",
];

function characteristics(row: Row, i: number): PropertyInput["characteristics"] {
  const rooms = HAS_ROOMS.includes(row[1]);
  const dormitorios = rooms ? 1 + (i % 4) : null;
  return {
    ambientes: rooms ? (dormitorios ?? 0) + 2 : null,
    dormitorios,
    banos: rooms ? 1 + (i % 2) : row[1] === "Local" || row[1] === "Oficina" ? 1 : null,
    plantas: row[1] === "Departamento" ? 4 + (i % 6) : rooms ? 1 + (i % 2) : null,
    superficie:
      row[1] === "Campo" ? 1_800_000 : row[1] === "Lote" || row[1] === "Terreno" ? 1200 : 45 + ((i * 37) % 260),
    cochera: rooms ? i % 3 : null,
    anioConstruccion: rooms ? 1985 + ((i * 7) % 38) : null,
    patio: rooms ? (i % 3 === 0 ? "No" : "Si") : null,
    expensas: row[1] === "Departamento" || row[1] === "PH" ? "Si" : "No",
    montoExpensas: row[1] === "Departamento" || row[1] === "PH" ? 45_000 + ((i * 7_500) % 90_000) : null,
    ...portalFields(row, i, rooms),
    estado: rooms ? (["Nuevo", "Usado", "Bueno", "Muy Bueno", "Exelente"] as const)[i % 5] : null,
    contrato: row[2].startsWith("Alquiler")
      ? row[2] === "Alquiler Temporal"
        ? "Por día o semana"
        : "24 meses, ajuste trimestral"
      : null,
  };
}

/** Issue #16's fields, varied so every filter of 'Más filtros' finds some demo listings and misses others. */
function portalFields(row: Row, i: number, rooms: boolean): PropertyInput["characteristics"] {
  const land = row[1] === "Lote" || row[1] === "Terreno" || row[1] === "Campo";
  const superficie = 45 + ((i * 37) % 260);
  return {
    superficieCubierta: rooms ? Math.round(superficie * 0.8) : null,
    superficieTerreno: rooms && row[1] !== "Departamento" ? superficie * 3 : null,
    aptoCredito: row[2] === "Venta" ? (i % 2 === 0 ? "Si" : "No") : null,
    aptoProfesional: row[1] === "Departamento" || row[1] === "Oficina" ? "Si" : null,
    aceptaMascotas: row[2].startsWith("Alquiler") ? (i % 3 === 0 ? "No" : "Si") : null,
    amoblado: row[2] === "Alquiler Temporal" ? "Si" : rooms ? "No" : null,
    orientacion: rooms ? ORIENTATIONS[i % ORIENTATIONS.length] : null,
    disposicion: row[1] === "Departamento" ? DISPOSITIONS[i % DISPOSITIONS.length] : null,
    servicios: land ? ["Electricidad"] : SERVICIOS.filter((_, k) => (i + k) % 4 !== 0),
    comodidades: rooms ? COMODIDADES.filter((_, k) => (i * 3 + k) % 5 === 0) : [],
  };
}

/** Town centres of the valley (approximately): the demo's points are spread around them (issue #18). */
const TOWNS: Record<string, { lat: number; lng: number }> = {
  "Villa Gral Belgrano": { lat: -31.9785, lng: -64.5598 },
  "La Cumbrecita": { lat: -31.8975, lng: -64.7725 },
  "Los Reartes": { lat: -31.9185, lng: -64.5745 },
  "Santa Rosa": { lat: -32.0685, lng: -64.5365 },
  "Villa Rumipal": { lat: -32.1885, lng: -64.4795 },
};

/** Most listings get a point near their town (every eighth has none); the third one shows an area (decision 161). */
function demoLocation(locality: string, i: number): PropertyInput["location"] {
  const town = TOWNS[locality] ?? TOWNS["Villa Gral Belgrano"];
  if (i % 8 === 7) return { point: null, approximate: false };
  const spread = (k: number) => (((i * k) % 17) - 8) * 0.0011;
  const point = { lat: Number((town.lat + spread(7)).toFixed(5)), lng: Number((town.lng + spread(11)).toFixed(5)) };
  return { point, approximate: i === 2 };
}

export interface DemoListing {
  id: string;
  input: PropertyInput;
  /** Indexes into SCENES, in display order (3–8 photos). */
  scenes: number[];
}

/** Fixed ids make seeding idempotent: the same demo listing is never inserted twice. */
export function demoListings(): DemoListing[] {
  return ROWS.map((row, i) => {
    const [name, type, state, locality, address, currency, price, featured] = row;
    const count = 3 + ((i * 5) % 6);
    const first = type === "Lote" || type === "Terreno" || type === "Campo" ? 12 + (i % 4) : i % 6;
    // Step 5 is coprime with 16, so the scenes of one listing are always distinct.
    const scenes = Array.from({ length: count }, (_, k) => (first + k * 5) % 16);
    return {
      id: ((0xde000000 + i * 0x9e3779b) >>> 0).toString(16).padStart(8, "0"),
      scenes,
      input: {
        name,
        type,
        state,
        locality,
        address,
        // biome-ignore lint/correctness/usePlaywrightValidDescribeCallback: our describe(), not Playwright's.
        description: describe(row),
        currency,
        price,
        maps: `https://www.google.com/maps?q=${encodeURIComponent(`${address}, ${locality}, Córdoba`)}&output=embed`,
        featured,
        characteristics: characteristics(row, i),
        location: demoLocation(locality, i),
      },
    };
  });
}
