// A coarse device class from a user agent, for the share of visits from phones (decision 148): three classes,
// nothing else kept from the header, no fingerprinting.
export type DeviceClass = "phone" | "tablet" | "desktop";

export function deviceClass(userAgent: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i.test(userAgent)) return "phone";
  return "desktop";
}
