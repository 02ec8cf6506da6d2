// The client's IP address travels from the Express server to route code in one header that the server always
// overwrites (so a browser cannot choose it): the socket address, or X-Forwarded-For's last hop with TRUST_PROXY.
export const CLIENT_IP_HEADER = "x-vitrina-client-ip";

export function clientIp(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) || "desconocida";
}
