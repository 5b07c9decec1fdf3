// GET /api/v1/universities?search=: institutes to invite to a drive (any logged-in account), at most 20 by name.
import { withApi } from "@/lib/api/handler";
import { searchUniversitiesOp } from "@/lib/campus/operations/rosters";
import { searchUniversities } from "@/lib/campus/service/universities";

export const GET = withApi(searchUniversitiesOp, ({ user, query }) => searchUniversities(user, query));
