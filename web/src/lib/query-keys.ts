// The web app's query keys. The one definition is in common/ so that the realtime mapping,
// which the server's tests also check, names exactly these keys.
export { queryKeys, showsComments, type TQueryKey } from '@common/query-keys'
