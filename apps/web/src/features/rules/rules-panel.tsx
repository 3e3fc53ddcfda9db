import type { RulesTab } from './content/rules-types.ts';

/** One tab's rules: numbered rules per section, figure tables underneath. */
export function RulesPanel({ tab }: { tab: RulesTab }) {
  if (tab.sections.length === 0) return <p className="rules-empty">No records Found</p>;
  return (
    <>
      {tab.sections.map((section, i) => (
        <section key={section.title ?? i} className="rules-section">
          {section.title && <h3>{section.title}</h3>}
          <ol>
            {section.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ol>
          {section.tables?.map((table) => (
            <table key={table.caption} className="rules-table">
              <caption>{table.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{table.head[0]}</th>
                  <th scope="col">{table.head[1]}</th>
                </tr>
              </thead>
              <tbody>
                {table.rows.map(([name, value]) => (
                  <tr key={name}>
                    <th scope="row">{name}</th>
                    <td>{value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </section>
      ))}
    </>
  );
}
