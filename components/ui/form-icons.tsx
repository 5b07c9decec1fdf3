import { Eye as EyeNode, EyeOff as EyeOffNode } from "lucide";
import { icon } from "@/components/ui/svg-icon";

// The password fields' icons, apart from icons.tsx: that module comes to the browser whole, with every
// icon any client component uses, and the login and signup pages would carry all of them for these two.

export const Eye = /* @__PURE__ */ icon("lucide-eye", EyeNode);
export const EyeOff = /* @__PURE__ */ icon("lucide-eye-off", EyeOffNode);
