// One id per request, returned in X-Request-Id and written on the request's log line. An id sent
// by the balancer (nginx's $request_id) or a caller is kept when it looks like an id, so one request
// can be followed from the balancer's log to the app's; anything else is replaced.
export const REQUEST_ID_HEADER = "x-request-id";

const SAFE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdFrom(headers: Headers): string {
  const sent = headers.get(REQUEST_ID_HEADER);
  return sent && SAFE_ID.test(sent) ? sent : crypto.randomUUID();
}
