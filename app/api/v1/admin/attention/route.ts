// GET /api/v1/admin/attention: what needs attention today beyond the moderation queues (Admin only).
import { withApi } from "@/lib/api/handler";
import { getAdminAttention } from "@/lib/admin/operations";
import { attentionToday } from "@/lib/admin/service/attention";

export const GET = withApi(getAdminAttention, ({ user }) => attentionToday(user));
