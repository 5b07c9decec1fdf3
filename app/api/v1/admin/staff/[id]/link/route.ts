// POST /api/v1/admin/staff/{id}/link: mail a staff account a new set-password link (Admin only).
import { withApi } from "@/lib/api/handler";
import { resendStaffLink as resendStaffLinkOp } from "@/lib/accounts/operations/staff";
import { resendStaffLink } from "@/lib/accounts/service/staff";

export const POST = withApi(resendStaffLinkOp, ({ user, params }) => resendStaffLink(user, { id: params.id }));
