import { icon } from "@/components/ui/svg-icon";
import {
  ArrowRight as ArrowRightNode,
  Bell as BellNode,
  BookOpen as BookOpenNode,
  Bot as BotNode,
  Box as BoxNode,
  Briefcase as BriefcaseNode,
  Car as CarNode,
  ChartColumn as ChartColumnNode,
  ChevronDown as ChevronDownNode,
  CircleCheck as CircleCheckNode,
  Clock as ClockNode,
  Cloud as CloudNode,
  CodeXml as CodeXmlNode,
  Cog as CogNode,
  Compass as CompassNode,
  Globe as GlobeNode,
  GraduationCap as GraduationCapNode,
  Handshake as HandshakeNode,
  Headset as HeadsetNode,
  HeartHandshake as HeartHandshakeNode,
  House as HouseNode,
  Laptop as LaptopNode,
  Lightbulb as LightbulbNode,
  LogOut as LogOutNode,
  Mail as MailNode,
  MapPin as MapPinNode,
  Megaphone as MegaphoneNode,
  Menu as MenuNode,
  MonitorCog as MonitorCogNode,
  MonitorSmartphone as MonitorSmartphoneNode,
  Palette as PaletteNode,
  PenTool as PenToolNode,
  Phone as PhoneNode,
  Rocket as RocketNode,
  Server as ServerNode,
  ShieldCheck as ShieldCheckNode,
  Smartphone as SmartphoneNode,
  Sparkles as SparklesNode,
  Target as TargetNode,
  TrendingUp as TrendingUpNode,
  Trophy as TrophyNode,
  UserRound as UserRoundNode,
  UserRoundSearch as UserRoundSearchNode,
  Users as UsersNode,
  UsersRound as UsersRoundNode,
  X as XNode,
} from "lucide";

// The icons of the public site: the icon data of the framework-free `lucide` package drawn as plain
// SVG components. lucide-react's components are client components ("use client"), so every icon a
// prerendered page showed made the browser download and hydrate its runtime; these render the same
// markup with no JavaScript at all, in server and client components alike. The signed-in areas keep
// lucide-react.
// The root not-found page uses them too: its element is part of every page's payload, so a lucide
// icon there would put lucide (and a second copy of the header chunk) back on every page.
// Add an icon by importing its node from "lucide" above.

export type { IconComponent, IconProps } from "@/components/ui/svg-icon";


export const ArrowRight = /* @__PURE__ */ icon("lucide-arrow-right", ArrowRightNode);
export const BarChart3 = /* @__PURE__ */ icon("lucide-chart-column lucide-bar-chart-3", ChartColumnNode);
export const Bell = /* @__PURE__ */ icon("lucide-bell", BellNode);
export const BookOpen = /* @__PURE__ */ icon("lucide-book-open", BookOpenNode);
export const Bot = /* @__PURE__ */ icon("lucide-bot", BotNode);
export const Box = /* @__PURE__ */ icon("lucide-box", BoxNode);
export const Briefcase = /* @__PURE__ */ icon("lucide-briefcase", BriefcaseNode);
export const Car = /* @__PURE__ */ icon("lucide-car", CarNode);
export const CheckCircle2 = /* @__PURE__ */ icon("lucide-circle-check lucide-check-circle-2", CircleCheckNode);
export const ChevronDown = /* @__PURE__ */ icon("lucide-chevron-down", ChevronDownNode);
export const Clock = /* @__PURE__ */ icon("lucide-clock", ClockNode);
export const Cloud = /* @__PURE__ */ icon("lucide-cloud", CloudNode);
export const Code2 = /* @__PURE__ */ icon("lucide-code-xml lucide-code-2", CodeXmlNode);
export const Cog = /* @__PURE__ */ icon("lucide-cog", CogNode);
export const Compass = /* @__PURE__ */ icon("lucide-compass", CompassNode);
export const Globe = /* @__PURE__ */ icon("lucide-globe", GlobeNode);
export const GraduationCap = /* @__PURE__ */ icon("lucide-graduation-cap", GraduationCapNode);
export const Handshake = /* @__PURE__ */ icon("lucide-handshake", HandshakeNode);
export const Headset = /* @__PURE__ */ icon("lucide-headset", HeadsetNode);
export const HeartHandshake = /* @__PURE__ */ icon("lucide-heart-handshake", HeartHandshakeNode);
export const Home = /* @__PURE__ */ icon("lucide-house lucide-home", HouseNode);
export const Laptop = /* @__PURE__ */ icon("lucide-laptop", LaptopNode);
export const Lightbulb = /* @__PURE__ */ icon("lucide-lightbulb", LightbulbNode);
export const LogOut = /* @__PURE__ */ icon("lucide-log-out", LogOutNode);
export const Mail = /* @__PURE__ */ icon("lucide-mail", MailNode);
export const MapPin = /* @__PURE__ */ icon("lucide-map-pin", MapPinNode);
export const Megaphone = /* @__PURE__ */ icon("lucide-megaphone", MegaphoneNode);
export const Menu = /* @__PURE__ */ icon("lucide-menu", MenuNode);
export const MonitorCog = /* @__PURE__ */ icon("lucide-monitor-cog", MonitorCogNode);
export const MonitorSmartphone = /* @__PURE__ */ icon("lucide-monitor-smartphone", MonitorSmartphoneNode);
export const Palette = /* @__PURE__ */ icon("lucide-palette", PaletteNode);
export const PenTool = /* @__PURE__ */ icon("lucide-pen-tool", PenToolNode);
export const Phone = /* @__PURE__ */ icon("lucide-phone", PhoneNode);
export const Rocket = /* @__PURE__ */ icon("lucide-rocket", RocketNode);
export const Server = /* @__PURE__ */ icon("lucide-server", ServerNode);
export const ShieldCheck = /* @__PURE__ */ icon("lucide-shield-check", ShieldCheckNode);
export const Smartphone = /* @__PURE__ */ icon("lucide-smartphone", SmartphoneNode);
export const Sparkles = /* @__PURE__ */ icon("lucide-sparkles lucide-stars", SparklesNode);
export const Target = /* @__PURE__ */ icon("lucide-target", TargetNode);
export const TrendingUp = /* @__PURE__ */ icon("lucide-trending-up", TrendingUpNode);
export const Trophy = /* @__PURE__ */ icon("lucide-trophy", TrophyNode);
export const UserRound = /* @__PURE__ */ icon("lucide-user-round lucide-user-2", UserRoundNode);
export const UserRoundSearch = /* @__PURE__ */ icon("lucide-user-round-search", UserRoundSearchNode);
export const Users = /* @__PURE__ */ icon("lucide-users", UsersNode);
export const UsersRound = /* @__PURE__ */ icon("lucide-users-round lucide-users-2", UsersRoundNode);
export const X = /* @__PURE__ */ icon("lucide-x", XNode);
