import type { Car } from '@domain/cars/car.schema.ts'
import { specRows } from '@domain/cars/spec-rows.ts'

export function SpecsTable({ car }: { car: Car }) {
  return (
    <section className="vehicle-specs" aria-labelledby="specs-heading">
      <h2 id="specs-heading">Specifications</h2>
      <table className="specs-table">
        <tbody>
          {specRows(car).map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
