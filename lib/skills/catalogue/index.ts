// The skill catalogue (decisions.md section 14, decision 0030): the data files (one JSON file a category)
// in display order, and
// each skill as the Skill table holds it (id and look-up keys derived from the name and aliases).
// The table is filled by a data migration generated from this (npm run db:skills-migration).
//
// Names and aliases are taken from, or modelled on, two open sources, used with credit:
// - O*NET 30 Database, Technology Skills and Hot Technologies, by the U.S. Department of Labor,
//   Employment and Training Administration (USDOL/ETA), used under the CC BY 4.0 licence. O*NET(R) is
//   a trademark of USDOL/ETA; USDOL/ETA has not approved, endorsed or tested this use.
// - ESCO (European Skills, Competences, Qualifications and Occupations), (c) European Union,
//   reused under Commission Decision 2011/833/EU with the source acknowledged. The catalogue is a
//   selection and adaptation (spelling, grouping), not an official ESCO or O*NET product.
// India-specific entries (Tally, GST, TDS, Naukri, Finacle, POSH, ...) are the company's own.
import { skillIdOf, skillKey } from "@/lib/skills/rules/keys";
import { categoryOf, type CatalogueCategory, type CatalogueEntry } from "@/lib/skills/catalogue/types";
import accountingFinanceData from "@/lib/skills/catalogue/accounting-finance.json";
import additiveManufacturingData from "@/lib/skills/catalogue/additive-manufacturing.json";
import automationData from "@/lib/skills/catalogue/automation.json";
import automotiveData from "@/lib/skills/catalogue/automotive.json";
import cloudData from "@/lib/skills/catalogue/cloud.json";
import customerServiceData from "@/lib/skills/catalogue/customer-service.json";
import dataAndAiData from "@/lib/skills/catalogue/data-and-ai.json";
import databasesData from "@/lib/skills/catalogue/databases.json";
import designData from "@/lib/skills/catalogue/design.json";
import devopsData from "@/lib/skills/catalogue/devops.json";
import digitalMarketingData from "@/lib/skills/catalogue/digital-marketing.json";
import engineeringDesignData from "@/lib/skills/catalogue/engineering-design.json";
import enterpriseSoftwareData from "@/lib/skills/catalogue/enterprise-software.json";
import healthcareData from "@/lib/skills/catalogue/healthcare.json";
import humanResourcesData from "@/lib/skills/catalogue/human-resources.json";
import mobileDevelopmentData from "@/lib/skills/catalogue/mobile-development.json";
import networkingData from "@/lib/skills/catalogue/networking.json";
import officeToolsData from "@/lib/skills/catalogue/office-tools.json";
import programmingLanguagesData from "@/lib/skills/catalogue/programming-languages.json";
import projectManagementData from "@/lib/skills/catalogue/project-management.json";
import retailLogisticsData from "@/lib/skills/catalogue/retail-logistics.json";
import roboticsData from "@/lib/skills/catalogue/robotics.json";
import salesData from "@/lib/skills/catalogue/sales.json";
import securityData from "@/lib/skills/catalogue/security.json";
import softSkillsData from "@/lib/skills/catalogue/soft-skills.json";
import testingData from "@/lib/skills/catalogue/testing.json";
import webDevelopmentData from "@/lib/skills/catalogue/web-development.json";

/** The categories: IT first (the company's largest practice), then the other training tracks. */
export const CATALOGUE_CATEGORIES: readonly CatalogueCategory[] = [
  categoryOf(programmingLanguagesData),
  categoryOf(webDevelopmentData),
  categoryOf(mobileDevelopmentData),
  categoryOf(databasesData),
  categoryOf(cloudData),
  categoryOf(devopsData),
  categoryOf(dataAndAiData),
  categoryOf(testingData),
  categoryOf(securityData),
  categoryOf(networkingData),
  categoryOf(enterpriseSoftwareData),
  categoryOf(projectManagementData),
  categoryOf(designData),
  categoryOf(engineeringDesignData),
  categoryOf(additiveManufacturingData),
  categoryOf(automationData),
  categoryOf(roboticsData),
  categoryOf(automotiveData),
  categoryOf(digitalMarketingData),
  categoryOf(salesData),
  categoryOf(humanResourcesData),
  categoryOf(accountingFinanceData),
  categoryOf(customerServiceData),
  categoryOf(officeToolsData),
  categoryOf(healthcareData),
  categoryOf(retailLogisticsData),
  categoryOf(softSkillsData),
];

/** A catalogue skill as stored: `keys` are the folded name and aliases, each once. */
export type CatalogueSkill = { id: string; name: string; category: string; aliases: string[]; keys: string[] };

function toSkill(category: string, { name, aliases, id }: CatalogueEntry): CatalogueSkill {
  const keys = [...new Set([name, ...aliases].map(skillKey))];
  return { id: id ?? skillIdOf(name), name, category, aliases: [...aliases], keys };
}

export const SKILL_CATALOGUE: readonly CatalogueSkill[] = CATALOGUE_CATEGORIES.flatMap(({ category, skills }) =>
  skills.map((entry) => toSkill(category, entry)),
);

/** What skillIdOf makes, and what skillIdField (60 characters) accepts. */
const MAX_ID_LENGTH = 60;
const ID_PATTERN = new RegExp(`^(?=.{1,${MAX_ID_LENGTH}}$)[a-z0-9+#]+(-[a-z0-9+#]+)*$`);

/**
 * What is wrong with a catalogue (empty when nothing): a repeated id, name (case-insensitive) or
 * key, an id that is no slug, an empty key or category, or an alias folding to another skill's key
 * (a look-up must name one skill). The migration script refuses to write a catalogue with problems.
 */
export function catalogueProblems(categories: readonly CatalogueCategory[] = CATALOGUE_CATEGORIES): string[] {
  const problems: string[] = [];
  const ids = new Map<string, string>();
  const names = new Map<string, string>();
  const keys = new Map<string, string>();
  for (const { category, skills } of categories) {
    if (!category.trim()) problems.push("A category has no name");
    if (skills.length === 0) problems.push(`Category "${category}" has no skills`);
    for (const entry of skills) {
      const skill = toSkill(category, entry);
      if (!ID_PATTERN.test(skill.id)) problems.push(`Id "${skill.id}" of "${skill.name}" is not a slug of at most ${MAX_ID_LENGTH} characters`);
      if (ids.has(skill.id)) problems.push(`Id "${skill.id}" of "${skill.name}" is also "${ids.get(skill.id)}"'s`);
      ids.set(skill.id, skill.name);
      const lower = skill.name.toLowerCase();
      if (names.has(lower)) problems.push(`Name "${skill.name}" is repeated`);
      names.set(lower, skill.name);
      if (new Set(entry.aliases).size !== entry.aliases.length) problems.push(`"${skill.name}" repeats an alias`);
      for (const key of skill.keys) {
        if (!key) problems.push(`"${skill.name}" has a name or alias that folds to nothing`);
        const owner = keys.get(key);
        if (owner !== undefined && owner !== skill.name) problems.push(`Key "${key}" names both "${owner}" and "${skill.name}"`);
        keys.set(key, skill.name);
      }
    }
  }
  return problems;
}
