// The one function of topojson-client that Pawport uses (the package ships no types).
declare module 'topojson-client' {
  export function feature(
    topology: unknown,
    object: unknown,
  ): { features: Array<{ id?: string | number; properties?: { name?: string }; geometry: unknown }> };
}
