declare module '*.css';
declare module '*.avif' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.woff2' {
  const url: string;
  export default url;
}
/** Build id of this app's bundle (env BUILD_ID at build time), rendered as data-build. */
declare const __BUILD_ID__: string;
