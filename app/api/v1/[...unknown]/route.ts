// Any other /api/v1 path: a JSON 404 in the API's envelope instead of the HTML 404 page.
import { errorResponse } from "@/lib/api/handler";
import { notFound } from "@/lib/api/errors";

function unknownCall() {
  return errorResponse(notFound("No such API call."));
}

export { unknownCall as GET, unknownCall as POST, unknownCall as PATCH, unknownCall as PUT, unknownCall as DELETE };
