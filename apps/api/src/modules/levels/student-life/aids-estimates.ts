// The aids module's estimates, as levels 36 and 37 call them: the one place that knows its API.
export { estimateBourse as bourseEstimate, estimateLogement as logementEstimate } from '../../aids';
