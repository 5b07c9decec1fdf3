// PUT /api/v1/applications/{id}/mute: the candidate mutes or unmutes the application's company.
import { withApi } from "@/lib/api/handler";
import { muteCompany as muteCompanyOp } from "@/lib/messages/operations";
import { muteCompany } from "@/lib/messages/service/report-mute";

export const PUT = withApi(muteCompanyOp, ({ user, params, body }) => muteCompany(user, params, body));
