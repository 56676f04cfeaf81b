/**
 * Sales-platform connectors. Each online station gets one connector behind this interface;
 * the sandbox of the platforms' open APIs lives beside them.
 */
export interface PlatformConnector {
  /** the station code of the domain catalogue */
  readonly station: number;
}
