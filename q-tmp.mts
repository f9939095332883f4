import { PGlite } from "@electric-sql/pglite";
const db = new PGlite(process.argv[2]!);
const r = await db.query(`select d.slug, l.id, l.name, count(o.*) filter (where o.department='sales' and o.status='Open') as sales_open_days,
  (select count(*) from staff_users s where s.dealership_id=d.id and s.role='salesperson') as sales
  from dealerships d join locations l on l.dealership_id=d.id left join opening_hours o on o.location_id=l.id group by d.id, d.slug, l.id, l.name order by d.slug`);
console.table(r.rows);
