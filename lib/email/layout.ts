/** Escapes text for the HTML templates. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** The one HTML frame every mail uses: inline styles only, since mail clients drop <style>. */
export function mailLayout(opts: { title: string; bodyHtml: string }): string {
  return `<!doctype html><html lang="en"><body style="margin:0;background:#f4f6fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="padding:24px 0"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;padding:32px">
<tr><td style="font-size:20px;font-weight:bold;color:#1d4ed8;padding-bottom:16px">TalentBridge Staffing</td></tr>
<tr><td style="font-size:18px;font-weight:bold;padding-bottom:12px">${escapeHtml(opts.title)}</td></tr>
<tr><td style="font-size:15px;line-height:1.6">${opts.bodyHtml}</td></tr>
<tr><td style="font-size:12px;color:#6b7280;padding-top:24px">You receive this mail because of an action on the TalentBridge Staffing portal.</td></tr>
</table></td></tr></table></body></html>`;
}
