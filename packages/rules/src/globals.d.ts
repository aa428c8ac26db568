// The one host facility the pure rules use: a deep copy of plain data (ES2022+ hosts all have it).
declare function structuredClone<T>(value: T): T;
