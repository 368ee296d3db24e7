/**
 * Pigeons into holes, one pigeon too many, as clauses (variables 1 to holes x (holes + 1)):
 * unsatisfiable, and hard for resolution: MiniSat takes seconds from 9 holes, and from 12
 * far longer than any test waits.
 */
export function pigeonhole(holes: number): number[][] {
  const v = (p: number, h: number) => p * holes + h + 1;
  const clauses: number[][] = [];
  for (let p = 0; p <= holes; p++) clauses.push(Array.from({ length: holes }, (_, h) => v(p, h)));
  for (let h = 0; h < holes; h++) for (let a = 0; a <= holes; a++) for (let b = a + 1; b <= holes; b++) clauses.push([-v(a, h), -v(b, h)]);
  return clauses;
}
