/**
 * The committed global model (written by `npm run forecast:train`) and FarmTrek's forecaster built
 * on it: what the server and `npm run backtest` use.
 */
import { createForecaster, modelProblem, type ForecastModel } from '../global-model.ts'
import model from './forecast-model.json' with { type: 'json' }

const problem = modelProblem(model)
// A broken committed file is a bug of this repository, not a business failure: fail at load.
if (problem) throw new Error(`src/core/forecast/model/forecast-model.json: ${problem}`)

/** The trained model shipped with this version. */
export const FARMTREK_MODEL = model as unknown as ForecastModel

/** FarmTrek's forecaster: forecast()'s inputs and output, with the global model averaged in. */
export const farmtrekForecast = createForecaster(FARMTREK_MODEL)

/**
 * The newest price date in the data the committed model was trained and tuned on (its training
 * files: history.csv to 2021-05-09, the broad history to 2023-12-31, the Kerala spices to
 * 2025-12-31). A backtest scores it honestly only on forecasts made after this day.
 */
export const FARMTREK_TRAINED_UNTIL = '2025-12-31'
