/**
 * Railway maze (seed 000, Slavík & Wagon): a train runs along track segments between
 * junction nodes, never reversing; at a node it may leave only along a segment that a
 * transition allows for the segment it arrived on. Coordinates: x to the right, y down,
 * origin the top-left pixel.
 */

/** A junction, an end of track, or a marked place (start, finish) on the track. */
export interface RailwayNode {
  readonly id: string;
  readonly x: number;
  readonly y: number;
}

/** Which side of a two-sided junction a segment end is on (hand-made mazes). */
export type JunctionSide = 'A' | 'B';

/** A piece of track between two nodes (the same node twice for a loop). */
export interface RailwaySegment {
  readonly id: string;
  readonly from: string;
  readonly to: string;
  /** Pixel polyline from `from` to `to`, both ends included; absent: the straight line. */
  readonly points?: readonly (readonly [number, number])[];
  /** Two-sided form: the side of the `from` node / `to` node this end is on. */
  readonly fromSide?: JunctionSide;
  readonly toSide?: JunctionSide;
}

/** A train arriving at `node` along `segIn` may leave along `segOut`. */
export type Transition = readonly [segIn: string, node: string, segOut: string];

/** Where the route starts; `heading` fixes the segment it leaves along. */
export interface RailwayStart {
  readonly node: string;
  readonly heading?: string;
}

export interface RailwayFinish {
  readonly node: string;
}

/** A place the route must pass: a node, or a segment (either way). */
export type Waypoint = { readonly node: string } | { readonly segment: string };

export interface RailwayPuzzle {
  readonly type: 'railway';
  readonly nodes: readonly RailwayNode[];
  readonly segments: readonly RailwaySegment[];
  /**
   * Allowed moves at junctions. Absent: the two-sided form, where every segment end at a
   * junction carries a side and a train arriving on one side leaves on the other.
   */
  readonly transitions?: readonly Transition[];
  readonly start: RailwayStart;
  readonly finish: RailwayFinish;
  readonly waypoints?: readonly Waypoint[];
  /** Where the puzzle came from (a picture's file name and the settings that traced it). */
  readonly source?: Readonly<Record<string, unknown>>;
}

/** One traversal of a segment; `reversed` when the train runs from `to` to `from`. */
export interface RouteStep {
  readonly segment: string;
  readonly reversed: boolean;
}

/** A route from start to finish. */
export interface RailwaySolution {
  readonly segments: readonly RouteStep[];
  /** Length in pixels along the polylines. */
  readonly length: number;
  /** The pixel polyline from start to finish. */
  readonly points: readonly (readonly [number, number])[];
}
