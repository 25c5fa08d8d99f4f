import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Route middleware (the staff layout's origin and token check on every action, decision 0020).
  future: { v8_middleware: true },
} satisfies Config;
