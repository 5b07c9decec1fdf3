import { ImageResponse } from "next/og";
import { COMPANY } from "@/lib/site/company";

export const alt = `${COMPANY.name}: IT staffing, recruitment and training in India`;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

// Uses next/og's bundled font: no font files or network fetches at build time.
export default function OpengraphImage() {
  return new ImageResponse(
    (
      <div
        style={{
          width: "100%",
          height: "100%",
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          padding: 72,
          background: "linear-gradient(135deg, #0d1a40 0%, #1d43b0 100%)",
          color: "#ffffff",
        }}
      >
        <div style={{ display: "flex", alignItems: "center", gap: 24 }}>
          <svg width="88" height="88" viewBox="0 0 32 32">
            <rect width="32" height="32" rx="8" fill="#ffffff" />
            <path d="M5 21c3.5-7 18.5-7 22 0" fill="none" stroke="#f59e0b" strokeWidth="2.5" strokeLinecap="round" />
            <path d="M5 23h22M10 17.2V23M16 15.8V23M22 17.2V23" stroke="#1d43b0" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <div style={{ fontSize: 44, fontWeight: 700 }}>{COMPANY.name}</div>
        </div>
        <div style={{ display: "flex", flexDirection: "column", gap: 20 }}>
          <div style={{ fontSize: 68, fontWeight: 800, lineHeight: 1.1 }}>Skilled, job-ready IT talent</div>
          <div style={{ fontSize: 34, color: "#fcd34d" }}>IT Staffing · Recruitment · Training · Pune, India</div>
        </div>
        <div style={{ display: "flex", gap: 48, fontSize: 28, color: "#dbe6fe" }}>
          <span>500+ job openings</span>
          <span>1000+ projects</span>
          <span>5000+ training hours</span>
        </div>
      </div>
    ),
    size,
  );
}
