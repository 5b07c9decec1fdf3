// A strict reader of the iCalendar text our invitations carry (RFC 5545), for the tests: it refuses
// bare LF, lines over 75 octets and unbalanced BEGIN/END, unfolds continuation lines, and decodes
// parameter values (RFC 6868 carets) and TEXT escapes, so a test asserts what a client would read.
import type { InterviewCalendar } from "@/lib/pipeline/mails/calendar";

/** An interview's invitation for the tests to build on: a video interview, the candidate and an interviewer asked. */
export const sampleInvitation: InterviewCalendar = {
  uid: "interview-app1-0a1b2c3d@talentbridge",
  sequence: 0,
  post: "Backend Developer",
  orgName: "Acme Pvt Ltd",
  organizer: { name: "Acme Pvt Ltd", email: "no-reply@talentbridge.example" },
  attendees: [
    { name: "Asha Rao", email: "asha@test.example" },
    { name: "Ivan Interviewer", email: "ivan@acme.example", role: "REQ-PARTICIPANT" },
  ],
  interview: { at: "2030-03-04T05:30:00.000Z", mode: "video", location: "https://meet.example/abc" },
  now: new Date("2030-03-01T10:00:00.000Z"),
};

export type IcsProperty = { name: string; params: Record<string, string>; value: string };
export type IcsComponent = { name: string; properties: IcsProperty[]; components: IcsComponent[] };

export function parseIcs(ics: string): IcsComponent {
  if (!ics.endsWith("\r\n")) throw new Error("the text must end with CRLF");
  if (/(^|[^\r])\n/.test(ics)) throw new Error("bare LF");
  const physical = ics.slice(0, -2).split("\r\n");
  for (const line of physical) if (Buffer.byteLength(line, "utf8") > 75) throw new Error(`line over 75 octets: ${line}`);
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(" ") || line.startsWith("\t")) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  const root: IcsComponent = { name: "", properties: [], components: [] };
  const stack = [root];
  for (const line of lines) {
    const property = parseLine(line);
    const top = stack[stack.length - 1];
    if (property.name === "BEGIN") {
      const child = { name: property.value, properties: [], components: [] };
      top.components.push(child);
      stack.push(child);
    } else if (property.name === "END") {
      if (top.name !== property.value) throw new Error(`END:${property.value} closes ${top.name}`);
      stack.pop();
    } else top.properties.push(property);
  }
  if (stack.length !== 1 || root.components.length !== 1) throw new Error("unbalanced calendar");
  return root.components[0];
}

function parseLine(line: string): IcsProperty {
  const name = /^[A-Za-z0-9-]+/.exec(line)?.[0];
  if (!name) throw new Error(`no property name: ${line}`);
  let i = name.length;
  const params: Record<string, string> = {};
  while (line[i] === ";") {
    const key = /^[A-Za-z0-9-]+/.exec(line.slice(i + 1))?.[0];
    if (!key || line[i + 1 + key.length] !== "=") throw new Error(`bad parameter: ${line}`);
    i += key.length + 2;
    let value: string;
    if (line[i] === '"') {
      const close = line.indexOf('"', i + 1);
      if (close < 0) throw new Error(`unclosed quote: ${line}`);
      value = line.slice(i + 1, close);
      i = close + 1;
    } else {
      const raw = /^[^;:,"]*/.exec(line.slice(i))![0];
      value = raw;
      i += raw.length;
    }
    params[key.toUpperCase()] = value.replace(/\^(\^|n|')/g, (_, c: string) => (c === "n" ? "\n" : c === "'" ? '"' : "^"));
  }
  if (line[i] !== ":") throw new Error(`no value: ${line}`);
  return { name: name.toUpperCase(), params, value: line.slice(i + 1) };
}

/** A TEXT value as a client shows it. */
export function icsText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c.toLowerCase() === "n" ? "\n" : c));
}

export function props(component: IcsComponent, name: string): IcsProperty[] {
  return component.properties.filter((p) => p.name === name);
}

export function prop(component: IcsComponent, name: string): IcsProperty {
  const [first, ...more] = props(component, name);
  if (!first || more.length) throw new Error(`expected one ${name}, found ${more.length + (first ? 1 : 0)}`);
  return first;
}

/** The calendar of a mail attachment (base64), and its one VEVENT. */
export function readInvitation(content: string): { calendar: IcsComponent; event: IcsComponent } {
  const calendar = parseIcs(Buffer.from(content, "base64").toString("utf8"));
  if (calendar.name !== "VCALENDAR" || calendar.components.length !== 1 || calendar.components[0].name !== "VEVENT") throw new Error("expected one VEVENT");
  return { calendar, event: calendar.components[0] };
}
