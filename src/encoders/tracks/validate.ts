import { cellName, issue, pointer, type Issue } from '../issues.js';
import { inGrid } from '../lib/grid.js';
import { cellKey, facesBorder, givensOf, portName, portSidesAt, sidesOf, type Port, type TracksPuzzle } from './model.js';
import { counted } from '../lib/text.js';

/**
 * Rules JSON Schema cannot say: clue lists match the grid, clues fit their line and agree
 * in total, ports sit on the border side they name, givens lie inside, once each, and
 * leave the grid only through a port.
 */
export function validateTracks(puzzle: TracksPuzzle): Issue[] {
  const issues: Issue[] = [];
  const { width, height } = puzzle;
  const lines = [
    { key: 'rowClues', clues: puzzle.rowClues, count: height, line: 'row', length: width },
    { key: 'colClues', clues: puzzle.colClues, count: width, line: 'column', length: height },
  ] as const;
  for (const { key, clues, count, line, length } of lines) {
    if (clues.length !== count) {
      issues.push(issue('clue.length', pointer(key), `${key} has ${clues.length} clues; the grid has ${count} ${line}s`));
    }
    clues.forEach((clue, i) => {
      if (clue !== null && clue > length) {
        issues.push(issue('clue.range', pointer(key, i), `${line} ${i} asks for ${counted(clue, 'track cell')} but has only ${counted(length, 'cell')}`));
      }
    });
  }
  const known = (clues: readonly (number | null)[]) => clues.every((c) => c !== null);
  if (issues.length === 0 && known(puzzle.rowClues) && known(puzzle.colClues)) {
    const rows = puzzle.rowClues.reduce((s: number, c) => s + c!, 0);
    const cols = puzzle.colClues.reduce((s: number, c) => s + c!, 0);
    if (rows !== cols) {
      issues.push(issue('clue.sum', pointer('colClues'), `the row clues add up to ${rows} track cells but the column clues to ${cols}`));
    }
  }

  const ports = [
    ['entrance', puzzle.entrance],
    ['exit', puzzle.exit],
  ] as const;
  for (const [name, port] of ports) issues.push(...portIssues(puzzle, name, port));
  const { entrance, exit } = puzzle;
  if (entrance.row === exit.row && entrance.col === exit.col && entrance.side === exit.side) {
    issues.push(issue('port.same', pointer('exit'), `the entrance and the exit are both at ${portName(exit)}`));
  }
  if (issues.some((i) => i.code.startsWith('port.'))) return issues;

  const seen = new Map<string, number>();
  givensOf(puzzle).forEach((given, i) => {
    const at = pointer('givens', i);
    const { row, col, piece } = given;
    if (!inGrid(height, width, row, col)) {
      issues.push(issue('given.outside', at, `given piece ${i} at ${cellName(row, col)} lies outside the ${width}x${height} grid`));
      return;
    }
    const first = seen.get(cellKey(row, col));
    if (first !== undefined) {
      issues.push(issue('given.duplicate', at, `${cellName(row, col)} is given twice (givens ${first} and ${i})`));
      return;
    }
    seen.set(cellKey(row, col), i);
    const portSides = portSidesAt(puzzle, row, col);
    for (const side of sidesOf(piece)) {
      if (facesBorder(puzzle, row, col, side) && !portSides.includes(side)) {
        issues.push(issue('given.border', pointer('givens', i, 'piece'), `given ${piece} at ${cellName(row, col)} leaves the grid on side ${side}, where there is no entrance or exit`));
      }
    }
    for (const side of portSides) {
      if (!sidesOf(piece).includes(side)) {
        issues.push(issue('given.port', pointer('givens', i, 'piece'), `given ${piece} at ${cellName(row, col)} does not reach the ${side === entrance.side && row === entrance.row && col === entrance.col ? 'entrance' : 'exit'} on side ${side}`));
      }
    }
  });
  return issues;
}

function portIssues(puzzle: TracksPuzzle, name: 'entrance' | 'exit', port: Port): Issue[] {
  const { row, col, side } = port;
  if (!inGrid(puzzle.height, puzzle.width, row, col)) {
    return [issue('port.outside', pointer(name), `the ${name} cell ${cellName(row, col)} lies outside the ${puzzle.width}x${puzzle.height} grid`)];
  }
  if (!facesBorder(puzzle, row, col, side)) {
    return [issue('port.side', pointer(name, 'side'), `the ${name} at ${cellName(row, col)} names side ${side}, but that side of the cell is not on the grid border`)];
  }
  return [];
}
