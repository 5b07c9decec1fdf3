import type { ClientRow } from "@/lib/billing/service/clients";
import { DataTable } from "@/components/ui/data-table";
import { ClientTermsButton } from "@/components/billing/client-terms-dialog";

// Finance's clients (decisions.md section 21): each company with the billing details its owners gave
// and the terms agreed with it; the terms are set in a dialog.

export function ClientsTable({ clients }: { clients: ClientRow[] }) {
  return (
    <DataTable caption="Client companies, by name" columns={["Company", "Billing details", "Placement fee", "Payment terms", "Terms"]} className="mt-6" minWidth="min-w-[56rem]" scrollLabel="Clients">
      <tbody className="divide-y divide-slate-100 text-slate-800">
        {clients.map((client) => (
          <tr key={client.employerId}>
            <td className="px-4 py-2.5 font-medium">{client.orgName}</td>
            <td className="px-4 py-2.5">
              {client.billing ? (
                <>
                  <div>{client.billing.legalName}</div>
                  <div className="text-xs text-slate-600">
                    {client.billing.gstin ?? "No GSTIN"} · {client.billing.state} · {client.billing.billingEmail}
                  </div>
                </>
              ) : (
                <span className="text-slate-600">Not given yet</span>
              )}
            </td>
            <td className="px-4 py-2.5 whitespace-nowrap tabular-nums">{client.terms ? `${client.terms.placementFeePercent.toFixed(2)} %` : "—"}</td>
            <td className="px-4 py-2.5 whitespace-nowrap">{client.terms ? `${client.terms.paymentTermsDays} days` : "—"}</td>
            <td className="px-4 py-2.5">
              <ClientTermsButton employerId={client.employerId} name={client.orgName} terms={client.terms} />
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
