/**
 * Which address a request comes from, for the per-address rate limits (password reset). Never the
 * left-most X-Forwarded-For entry: a client writes what it likes there, and every proxy only
 * appends. Express walks the header from the right and stops after the hops we trust, so the
 * address it returns was written by a proxy we know, not by the client.
 *
 * Production path of `/api/**` (firebase.json rewrite):
 *   browser -> Firebase Hosting (CDN edge; appends the browser's address)
 *           -> Google's front end of Cloud Functions / Cloud Run (appends its peer, the Hosting edge)
 *           -> Cloud Run's proxy in the instance (the socket peer; appends nothing)
 * so the header reads "<anything the client sent>, <client>, <Hosting edge>" and, counting the
 * socket peer as hop 0, the client is hop 2. Google documents that its front end appends the
 * connecting address to X-Forwarded-For (Cloud Functions "Request headers" reference; Cloud Run's
 * samples trust exactly one hop for a direct call); Hosting's CDN appends the client the same way.
 *
 * Emulator: the Hosting emulator (port 5000) proxies to the Functions emulator locally, which
 * hands the request to the function over a Unix socket; neither appends to X-Forwarded-For. The
 * hops production's proxies would add are absent, so whatever the caller sends is all there is.
 * The API tests therefore send "<forged>, <client>, <edge>" themselves, standing in for Hosting
 * and Google's front end, and check that the forged part changes nothing.
 *
 * Known limit: the function's own URL is public (`invoker: "public"`), and a caller who skips
 * Hosting arrives with one hop fewer, so there the hop-2 entry is theirs to choose. The per-email
 * limit still bounds the mail any one address can receive.
 */
export const TRUSTED_PROXY_HOPS = 2;
