// es-AR price and number formatting ('$ 1.250.000', 'USD 120.000', 'Consultar').

const integer = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 2 });

export function formatPrice(currency: string | null | undefined, price: number | null | undefined): string {
  if (!currency || currency === "Consultar" || price == null || !Number.isFinite(price)) return "Consultar";
  return `${currency} ${integer.format(price)}`;
}

export function formatNumber(value: number | null | undefined): string {
  return decimal.format(value ?? 0);
}
