/**
 * The parts of Chart.js the inbox's bar chart uses, registered once. LeadsChart imports this
 * module with import(), so the bundler tree-shakes Chart.js to these parts in a chunk of its
 * own that only the inbox fetches.
 */
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  Tooltip,
} from "chart.js";

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

export { Chart };
