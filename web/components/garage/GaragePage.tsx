import { useEffect, useState, useSyncExternalStore, type FormEvent } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Button, Form, Input, Label, TextField } from 'react-aria-components'
import type { SessionUser } from '@domain/users/user.schema.ts'
import { useSite } from '../../site/use-site.ts'
import { SiteLink } from '../links/SiteLink.tsx'
import { SimpleCarList } from '../vehicle-card/SimpleCarList.tsx'
import { trackEvent } from '../vehicle/analytics.ts'
import type { SavedCar } from '../../functions/garage.functions.ts'
import { garageSessionQuery, savedCarsQuery } from './garage.queries.ts'
import { replaceFavourites, toggleFavouriteCar, useFavourites, readFavourites } from './favourites-store.ts'
import { mergeWatchlists, postJson, pushWatchlist, setSignedInHint } from './garage-session.ts'

/** SPEC §9 authentication steps 35–38: sign-in opened, code requested, code entered, signed in. */
export const AUTH_EVENTS = { OPENED: 35, CODE_REQUESTED: 36, CODE_ENTERED: 37, SIGNED_IN: 38 } as const

/** SPEC §2 favourites page: the saved cars (by id from the server), and on garage tenants an email-code sign-in. */
export function GaragePage() {
  const site = useSite()
  const ids = useFavourites()
  const [user, setUser] = useState<SessionUser | null>(null)
  const saved = useSavedCars(ids)

  const session = useQuery({ ...garageSessionQuery(), enabled: site.flags.garage_enabled }).data

  // a signed-in session shows its account and merges its watchlist with this browser's favourites
  useEffect(() => {
    if (!session?.user) return
    setUser(session.user)
    void syncAfterSignIn(session.watchlist)
  }, [session])

  const available = (saved ?? []).filter((s) => s.available && s.car)
  const gone = (saved ?? []).filter((s) => !s.available || !s.car)
  return (
    <div className="container garage">
      <h1>My Garage</h1>
      <nav className="garage__tabs" aria-label="Garage">
        <SiteLink
          className="btn"
          href={`${site.links.favourites_path === '/my-garage' ? '/my-garage?tab=saved-cars' : site.links.favourites_path}`}
          aria-current="page"
        >
          Saved cars
        </SiteLink>
      </nav>
      {site.flags.garage_enabled ? <SignInPanel user={user} onSignedIn={setUser} /> : null}
      <section aria-labelledby="saved-heading">
        <h2 id="saved-heading">Saved cars ({ids.length})</h2>
        {saved === null ? <p role="status">Loading your saved cars…</p> : null}
        {saved !== null && ids.length === 0 ? (
          <p>You have not saved any cars yet. Press the heart on a car to keep it here.</p>
        ) : null}
        {available.length > 0 ? <SimpleCarList cars={available.map((s) => s.car!)} site={site} /> : null}
        {gone.length > 0 ? (
          <>
            <h3>No longer available</h3>
            <ul className="simple-car-list">
              {gone.map((s) => (
                <li key={s.id} className="simple-car simple-car--unavailable">
                  <div className="simple-car__body">
                    <p className="simple-car__name">{s.car?.name ?? `Vehicle ${s.id}`}</p>
                    <p>This vehicle is no longer available.</p>
                    <Button className="btn btn--ghost" onPress={() => toggleFavouriteCar(s.id)}>
                      Remove {s.car?.name ?? `vehicle ${s.id}`}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
    </div>
  )
}

const noChange = () => () => {}
/** false while server rendering and hydrating (the saved ids live in this browser only), then true */
const useInBrowser = () =>
  useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  )

/** The saved cars to show: null while they load (and in the server render), none when nothing is saved. */
function useSavedCars(ids: readonly string[]): readonly SavedCar[] | null {
  const inBrowser = useInBrowser()
  const query = useQuery({
    ...savedCarsQuery(ids),
    enabled: inBrowser && ids.length > 0,
    placeholderData: keepPreviousData,
  })
  useEffect(() => {
    if (query.error) console.warn('Could not load saved cars', query.error)
  }, [query.error])
  if (!inBrowser) return null
  if (ids.length === 0) return []
  // a failed load shows the list as empty rather than failing the page
  return query.data ?? (query.isError ? [] : null)
}

/** After sign-in: local favourites and the server watchlist become one list, kept on both sides. */
async function syncAfterSignIn(serverList: readonly string[]): Promise<void> {
  const merged = mergeWatchlists(readFavourites(), serverList)
  replaceFavourites(merged)
  if (merged.length !== serverList.length || merged.some((id, i) => serverList[i] !== id))
    await pushWatchlist(merged, true)
}

function SignInPanel({ user, onSignedIn }: { user: SessionUser | null; onSignedIn: (u: SessionUser | null) => void }) {
  const [open, setOpen] = useState(false)
  const [email, setEmail] = useState('')
  const [codeSent, setCodeSent] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  if (user) {
    return (
      <section className="panel garage__signin" aria-label="Your account">
        <p>
          Signed in as <strong>{user.email}</strong>. Your saved cars are kept in your account.
        </p>
        <Button
          className="btn btn--ghost"
          onPress={async () => {
            await fetch('/api/auth', { method: 'DELETE', credentials: 'same-origin' }).catch(() => undefined)
            setSignedInHint(false)
            onSignedIn(null)
          }}
        >
          Sign out
        </Button>
      </section>
    )
  }
  if (!open) {
    return (
      <section className="panel garage__signin" aria-label="Sign in">
        <p>Sign in with your email to keep your saved cars on every device.</p>
        <Button
          className="btn"
          onPress={() => {
            setOpen(true)
            trackEvent(AUTH_EVENTS.OPENED)
          }}
        >
          Sign in
        </Button>
      </section>
    )
  }
  const requestCode = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    setBusy(true)
    setError(null)
    try {
      const answer = await postJson('/api/auth/code', { email })
      if (answer.ok) {
        setCodeSent(true)
        trackEvent(AUTH_EVENTS.CODE_REQUESTED)
      } else setError(String(answer.data.error ?? 'We could not send a code. Please try again.'))
    } catch {
      setError('We could not send a code. Please try again.')
    } finally {
      setBusy(false)
    }
  }
  const verify = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const code = String(new FormData(e.currentTarget).get('code') ?? '')
    setBusy(true)
    setError(null)
    trackEvent(AUTH_EVENTS.CODE_ENTERED)
    try {
      const answer = await postJson('/api/auth/verify', { email, code })
      if (!answer.ok) {
        setError(String(answer.data.error ?? 'That code is not right.'))
        return
      }
      setSignedInHint(true)
      trackEvent(AUTH_EVENTS.SIGNED_IN)
      const watchlist = Array.isArray(answer.data.watchlist) ? (answer.data.watchlist as string[]) : []
      onSignedIn(answer.data.user as SessionUser)
      await syncAfterSignIn(watchlist)
    } catch {
      setError('We could not sign you in. Please try again.')
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className="panel garage__signin" aria-labelledby="signin-heading">
      <h2 id="signin-heading">Sign in</h2>
      {error ? (
        <p className="form-alert" role="alert">
          {error}
        </p>
      ) : null}
      {!codeSent ? (
        <Form onSubmit={requestCode} className="garage__signin">
          <TextField type="email" isRequired value={email} onChange={setEmail} autoComplete="email">
            <Label>Email</Label>
            <Input />
          </TextField>
          <Button type="submit" className="btn" isDisabled={busy}>
            {busy ? 'Loading' : 'Email me a code'}
          </Button>
        </Form>
      ) : (
        <Form onSubmit={verify} className="garage__signin">
          <p role="status">We sent a 6-digit code to {email}.</p>
          <TextField name="code" isRequired autoComplete="one-time-code" inputMode="numeric">
            <Label>Sign-in code</Label>
            <Input />
          </TextField>
          <Button type="submit" className="btn" isDisabled={busy}>
            {busy ? 'Loading' : 'Sign in'}
          </Button>
        </Form>
      )}
    </section>
  )
}
