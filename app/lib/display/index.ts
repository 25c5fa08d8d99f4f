export * from "./blog";
export * from "./media";
export * from "./memberships";
export * from "./menu";
export * from "./salon";
export * from "./slug";
